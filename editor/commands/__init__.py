"""Sub-commands of ``hexfield`` that load no Qt (each: ``register(subparsers)``)."""
