from mindspore import nn

BASE = {"decay_steps": 10, "power": 1.0, "end_learning_rate": 0.0, "learning_rate": 0.0}


def settings(overrides):
    merged = {**BASE, **overrides}
    return merged


def learning_rates(overrides, total_steps):
    chosen = settings(overrides)
    return nn.polynomial_decay_lr(chosen["learning_rate"], chosen["end_learning_rate"], total_steps,
                                  total_steps // 2, chosen["decay_steps"], chosen["power"])
