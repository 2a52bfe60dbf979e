"""Per-step learning-rate schedules."""
import math


def cosine(base, steps):
    return [base * 0.5 * (1 + math.cos(math.pi * i / steps)) for i in range(steps)]


def warmup_cosine(base, steps, warmup):
    ramp = [base * (i + 1) / warmup for i in range(warmup)]
    return ramp + cosine(base, steps - warmup)
