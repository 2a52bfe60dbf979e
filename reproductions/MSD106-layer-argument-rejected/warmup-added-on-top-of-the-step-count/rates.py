def linear_decay(peak, steps):
    return [peak * (1 - s / steps) for s in range(steps)]


def warmup_then_decay(peak, steps, warmup):
    ramp = [peak * (s + 1) / warmup for s in range(warmup)]
    return ramp + linear_decay(peak, steps)  # expect: MSD106
