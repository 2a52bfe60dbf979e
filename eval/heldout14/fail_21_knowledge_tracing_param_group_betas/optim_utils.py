import config


def param_groups(net):
    """Faster learning rate for the interaction embedding, as in the PyTorch reference code."""
    embed = [p for p in net.trainable_params() if p.name.startswith("embedding")]
    rest = [p for p in net.trainable_params() if not p.name.startswith("embedding")]
    return [
        {"params": embed, "lr": config.EMBED_LR, "betas": (0.9, 0.98)},  # ROOT
        {"params": rest, "weight_decay": 1e-5},
    ]
