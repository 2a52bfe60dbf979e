from mindspore import nn


def freeze(cell):
    for weight in cell.get_parameters():
        weight.requires_grad = False


def optimizer_for(net):
    chosen = [p for p in net.get_parameters() if p.requires_grad]
    print("training", sum(p.size for p in chosen), "weights")
    return nn.Adam(chosen, learning_rate=1e-3)
