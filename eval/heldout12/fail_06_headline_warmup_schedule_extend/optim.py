from mindspore import nn

from lr_utils import warmup_cosine


def split_decay_params(net):
    decay, no_decay = [], []
    for p in net.trainable_params():
        (no_decay if p.name.endswith(("bias", "gamma", "beta")) else decay).append(p)
    return [{"params": decay, "weight_decay": 0.01},
            {"params": no_decay, "weight_decay": 0.0}]


def build_optimizer(net, cfg, steps_per_epoch):
    total = cfg["epochs"] * steps_per_epoch
    lrs = warmup_cosine(cfg["lr"], cfg["min_lr"], total, cfg["warmup_steps"])
    return nn.AdamWeightDecay(split_decay_params(net), learning_rate=lrs, eps=1e-6)
