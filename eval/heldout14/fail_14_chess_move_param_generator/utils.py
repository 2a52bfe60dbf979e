from mindspore import nn


def describe_params(params):
    total = 0
    for p in params:
        total += p.size
    print(f"model has {total} parameters")


def build_optimizer(params, lr, momentum):
    return nn.Momentum(params, learning_rate=lr, momentum=momentum, weight_decay=1e-4)
