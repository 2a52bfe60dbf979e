import mindspore.nn as nn

DEFAULT_SGD = {"momentum": 0.0, "dampening": 0.0, "weight_decay": 0.0, "loss_scale": 1.0}


def resolve(user_cfg):
    cfg = {**user_cfg, **DEFAULT_SGD}  # ROOT
    return cfg


def split_decay(params):
    decay = [p for p in params if p.ndim > 1]
    no_decay = [p for p in params if p.ndim <= 1]
    return decay, no_decay


def build_sgd(params, user_cfg):
    cfg = resolve(user_cfg)
    decay, no_decay = split_decay(params)
    groups = [{"params": decay, "weight_decay": cfg["weight_decay"]},
              {"params": no_decay, "weight_decay": 0.0}]
    return nn.SGD(groups, learning_rate=cfg["lr"], momentum=cfg["momentum"],
                  dampening=cfg["dampening"], nesterov=cfg.get("nesterov", False),
                  loss_scale=cfg["loss_scale"])
