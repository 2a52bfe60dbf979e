from mindspore import nn, Tensor


def holdout_accuracy(net, X, y):
    metric = nn.Accuracy("classification")
    metric.clear()
    metric.update(net(Tensor(X)), Tensor(y))
    return metric.eval()
