KL_WARMUP_STEPS = 4
_GLOBAL_STEP = 0


def current_step():
    return _GLOBAL_STEP
