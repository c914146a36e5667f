"""The panels of the Forces dock, one concept each: sides, roster, unit,
objectives, victory. ``editor.ui.forces_dock.ForcesDock`` assembles them."""
