from mindspore import nn


def adam_hparams(cfg):
    """Translate the baseline's optimiser block into mindspore.nn.Adam keyword arguments."""
    hp = {"learning_rate": cfg.LR, "eps": cfg.EPS, "weight_decay": cfg.WEIGHT_DECAY}
    hp["beta1"] = cfg.BETAS  # ROOT
    return hp


def build_optimizer(net, cfg):
    decay, no_decay = [], []
    for p in net.trainable_params():
        (no_decay if p.name.endswith(("bias", "gamma", "beta")) else decay).append(p)
    hp = adam_hparams(cfg)
    wd = hp.pop("weight_decay")
    groups = [{"params": decay, "weight_decay": wd}, {"params": no_decay, "weight_decay": 0.0}]
    return nn.Adam(groups, **hp)
