def linear_decay(base_lr, steps):
    return [base_lr * (1.0 - i / steps) for i in range(steps)]


def frozen_then_linear(base_lr, total_steps, freeze_steps):
    """Zero lr while the encoder is frozen, then linear decay for the remaining steps."""
    return [0.0] * freeze_steps + linear_decay(base_lr, total_steps)  # ROOT
