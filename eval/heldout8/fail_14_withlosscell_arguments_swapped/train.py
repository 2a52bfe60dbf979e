from mindspore import nn


def build_trainer(backbone, cfg):
    criterion = nn.CrossEntropyLoss(label_smoothing=cfg["label_smoothing"])
    loss_net = nn.WithLossCell(criterion, backbone)  # ROOT
    optimizer = nn.Momentum(backbone.trainable_params(), learning_rate=cfg["lr"], momentum=0.9,
                            weight_decay=cfg["weight_decay"])
    trainer = nn.TrainOneStepCell(loss_net, optimizer)
    trainer.set_train()
    return trainer
