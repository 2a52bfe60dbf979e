"""Training progress shared by the training loop and the loss."""
WARMUP_EPOCHS = 3
_EPOCH = 0


def epoch():
    return _EPOCH


def next_epoch():
    global _EPOCH
    _EPOCH += 1
