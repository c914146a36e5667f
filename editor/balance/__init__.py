"""Balance runs: many computer games of one scenario, their statistics, maps and report.

Pure Python, no Qt (the heat maps are drawn by ``editor.render.heatmap``):
``games`` plays one game and sums it up (what a worker process does),
``worker`` starts a worker process and ends it with its parent, ``run`` fans
games out over an executor with progress, cancellation and adaptive
stopping, ``stats`` holds the intervals and tests (``scipy.stats``),
``report`` turns the games into the report's figures (``first_mover``:
whether the side drawn to move first decides the games), ``charts`` draws them
(matplotlib, Agg), ``output`` puts them in words, HTML or PDF in the user's
language, ``json_report`` as strict JSON, and ``report_files`` writes the
report and its companions as one set.
"""
