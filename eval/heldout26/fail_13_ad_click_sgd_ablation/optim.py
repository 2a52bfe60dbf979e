import mindspore.nn as nn


def split_decay(params):
    decay = [p for p in params if "embedding" not in p.name and "bias" not in p.name]
    decay_names = {p.name for p in decay}
    no_decay = [p for p in params if p.name not in decay_names]
    return decay, no_decay


def build_optimizer(net, cfg):
    decay, no_decay = split_decay(net.trainable_params())
    groups = [
        {"params": decay, "weight_decay": cfg["weight_decay"]},
        {"params": no_decay, "weight_decay": 0.0},
    ]
    sgd_kwargs = dict(
        learning_rate=cfg["lr"],
        momentum=cfg["momentum"],
        nesterov=True,  # ROOT
    )
    return nn.SGD(groups, **sgd_kwargs)
