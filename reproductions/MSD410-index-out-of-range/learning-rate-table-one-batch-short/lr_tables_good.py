from mindspore import nn


def decay_table(rows, batch_size, epochs):
    """One learning rate for every optimizer step of the run."""
    per_epoch = -(-rows // batch_size)
    total = per_epoch * epochs
    return nn.exponential_decay_lr(0.05, 0.9, total, per_epoch, 1)
