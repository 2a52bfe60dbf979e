from mindspore import nn
from mindspore.train import Model


def build_metrics():
    return {
        "top1": nn.Top1CategoricalAccuracy(),
        "top5": nn.Top5CategoricalAccuracy(),  # ROOT
        "loss": nn.Loss(),
    }


def build_model(net, lr):
    loss = nn.CrossEntropyLoss(label_smoothing=0.05)
    optimizer = nn.AdamWeightDecay(net.trainable_params(), learning_rate=lr, weight_decay=1e-4)
    return Model(net, loss, optimizer, metrics=build_metrics())
