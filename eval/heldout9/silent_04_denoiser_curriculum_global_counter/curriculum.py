WARMUP_STEPS = 5
MAX_NOISE = 0.5

_forward_calls = 0


def noise_level():
    global _forward_calls
    _forward_calls += 1  # ROOT
    return MAX_NOISE * min(1.0, _forward_calls / WARMUP_STEPS)
