from mindspore import nn


class NetWithLoss(nn.Cell):
    def __init__(self, net, loss_fn):
        super().__init__(auto_prefix=False)
        self.net = net
        self.loss_fn = loss_fn

    def construct(self, feats, lengths, labels):
        logits = self.net(feats)  # ROOT
        return self.loss_fn(logits, labels)


def build_trainer(net, lr):
    loss_net = NetWithLoss(net, nn.CrossEntropyLoss())
    opt = nn.Adam(net.trainable_params(), learning_rate=lr)
    trainer = nn.TrainOneStepCell(loss_net, opt)
    trainer.set_train()
    return trainer
