from mindspore import nn

_OPTIMIZERS = {"adamw": nn.AdamWeightDecay, "adam": nn.Adam, "sgd": nn.SGD}


def build_optimizer(params, lr, opt_cfg):
    opt_cfg = dict(opt_cfg)
    cls = _OPTIMIZERS[opt_cfg.pop("name")]
    return cls(params, learning_rate=lr, **opt_cfg)


def build_mlp(in_dim, hidden, out_dim):
    layers, cin = [], in_dim
    for h in hidden:
        layers += [nn.Dense(cin, h), nn.ReLU()]
        cin = h
    layers.append(nn.Dense(cin, out_dim))
    return nn.SequentialCell(layers)
