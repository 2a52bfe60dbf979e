from mindspore import nn

from model import ReconstructionLoss


def build_trainer(net, lr):
    loss_net = ReconstructionLoss(net)
    optimizer = nn.Adam(net.trainable_params(), learning_rate=lr)
    return nn.TrainOneStepCell(net, optimizer)  # ROOT


def anomaly_scores(net, x):
    recon = net(x)
    return ((recon - x) ** 2).mean(axis=1)
