from mindspore import nn

from backbone import ReIDNet


def build_training(num_ids, lr):
    net = ReIDNet(num_ids, return_embedding=True)  # ROOT
    criterion = nn.CrossEntropyLoss(label_smoothing=0.1)
    optimizer = nn.SGD(net.trainable_params(), learning_rate=lr, momentum=0.9, weight_decay=5e-4)
    trainer = nn.TrainOneStepCell(nn.WithLossCell(net, criterion), optimizer)
    trainer.set_train()
    return net, trainer
