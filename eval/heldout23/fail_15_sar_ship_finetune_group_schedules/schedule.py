import math


def cosine_schedule(base_lr, total_steps, min_lr=0.0):
    return [min_lr + 0.5 * (base_lr - min_lr) * (1 + math.cos(math.pi * s / total_steps))
            for s in range(total_steps)]


def warmup_cosine_schedule(base_lr, total_steps, warmup_steps):
    warm = [base_lr * (s + 1) / warmup_steps for s in range(warmup_steps)]
    return warm + cosine_schedule(base_lr, total_steps)  # ROOT
