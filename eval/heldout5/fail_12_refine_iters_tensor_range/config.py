"""Iterative depth refinement (RAFT-style, much smaller)."""
REFINE = {"iters": 3, "step_size": 0.5}
FEAT_CH = 8
HEIGHT, WIDTH = 8, 8
