from mindspore import nn


def freeze(cell):
    for weight in cell.get_parameters():
        weight.requires_grad = False


def optimizer_for(net):
    chosen = filter(lambda p: p.requires_grad, net.get_parameters())  # expect: MSD106
    print("training", sum(p.size for p in chosen), "weights")
    return nn.Adam(chosen, learning_rate=1e-3)
