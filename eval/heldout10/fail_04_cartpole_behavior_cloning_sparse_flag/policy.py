from mindspore import nn


class PolicyNet(nn.Cell):
    def __init__(self, obs_dim=4, hidden=32, n_actions=2):
        super().__init__()
        self.body = nn.SequentialCell(
            nn.Dense(obs_dim, hidden), nn.Tanh(),
            nn.Dense(hidden, hidden), nn.Tanh(),
        )
        self.logits = nn.Dense(hidden, n_actions)

    def construct(self, obs):
        return self.logits(self.body(obs))


def build_bc_trainer(policy, lr):
    criterion = nn.SoftmaxCrossEntropyWithLogits(reduction="mean")  # ROOT
    loss_net = nn.WithLossCell(policy, criterion)
    opt = nn.Adam(policy.trainable_params(), learning_rate=lr)
    trainer = nn.TrainOneStepCell(loss_net, opt)
    trainer.set_train()
    return trainer
