from mindspore import nn

NO_DECAY_KEYS = ("bias", "gamma", "beta", "norm")


def grouped_parameters(net, weight_decay):
    """BERT fine-tuning recipe: no weight decay on biases and LayerNorm parameters."""
    params = net.trainable_params()
    no_decay = [p for p in params if any(k in p.name for k in NO_DECAY_KEYS)]
    decay = [p for p in params]  # ROOT
    return [{"params": decay, "weight_decay": weight_decay},
            {"params": no_decay, "weight_decay": 0.0},
            {"order_params": params}]


def build_optimizer(net, lr=2e-3, weight_decay=0.01):
    return nn.AdamWeightDecay(grouped_parameters(net, weight_decay), learning_rate=lr)
