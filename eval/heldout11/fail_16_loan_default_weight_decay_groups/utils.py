NO_DECAY_KEYS = ("bias", "gamma", "beta")


def param_groups(net, weight_decay):
    """AdamW-style grouping: no weight decay on biases and normalisation parameters."""
    params = net.trainable_params()
    decay = [p for p in params if "bias" not in p.name]  # ROOT
    no_decay = [p for p in params if any(k in p.name for k in NO_DECAY_KEYS)]
    return [
        {"params": decay, "weight_decay": weight_decay},
        {"params": no_decay, "weight_decay": 0.0},
    ]


def accuracy(logits, labels):
    return float(((logits > 0).astype("float32") == labels).mean())
