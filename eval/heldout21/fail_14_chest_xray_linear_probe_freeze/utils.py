from mindspore import nn


def freeze(cell):
    """Linear probing: keep encoder weights and BN statistics fixed."""
    for p in cell.get_parameters():
        p.requires_grad = False
    cell.set_train(False)
    return cell


def build_optimizer(net, lr=1e-2):
    return nn.SGD(net.trainable_params(), learning_rate=lr, momentum=0.9, weight_decay=1e-4)
