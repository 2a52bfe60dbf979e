from mindspore import nn


def build_trainer(net, loss_fn, cfg):
    loss_net = nn.WithLossCell(net, loss_fn)
    optimizer = nn.Momentum(net.trainable_params(), learning_rate=cfg.lr,
                            momentum=cfg.momentum, weight_decay=cfg.weight_decay)
    trainer = nn.TrainOneStepCell(net, optimizer)  # ROOT
    trainer.set_train()
    return loss_net, trainer


def accuracy(logits, labels):
    return float((logits.argmax(axis=1) == labels).mean())
