from mindspore import nn


class WeightedMultiTaskLoss(nn.Cell):
    def __init__(self, net, tasks, weights):
        super().__init__()
        self.net = net
        self.tasks = tasks
        self.weights = weights
        self.bce = nn.BCEWithLogitsLoss()

    def construct(self, user, video, dense, labels):
        logits = self.net(user, video, dense)
        total = 0.0
        for i, name in enumerate(self.tasks):
            total = total + self.weights[name] * self.bce(logits[:, i], labels[:, i])
        return total
