import math


def linear_warmup(base_lr, warmup_steps):
    return [base_lr * (i + 1) / warmup_steps for i in range(warmup_steps)]


def cosine_tail(base_lr, min_lr, steps):
    return [min_lr + 0.5 * (base_lr - min_lr) * (1 + math.cos(math.pi * i / steps))
            for i in range(steps)]


def warmup_cosine(base_lr, min_lr, total_steps, warmup_steps):
    """Per-step learning rates: linear warm-up, then cosine decay to min_lr."""
    warmup = linear_warmup(base_lr, warmup_steps)
    decay = cosine_tail(base_lr, min_lr, total_steps - warmup_steps)
    return warmup.extend(decay)  # ROOT
