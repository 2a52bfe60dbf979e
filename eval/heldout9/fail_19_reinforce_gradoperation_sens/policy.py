import mindspore as ms
from mindspore import nn, ops


class Policy(nn.Cell):
    def __init__(self, obs_dim, num_actions, hidden=32):
        super().__init__()
        self.net = nn.SequentialCell(nn.Dense(obs_dim, hidden), nn.Tanh(), nn.Dense(hidden, num_actions))

    def construct(self, obs):
        return self.net(obs)


class ReinforceObjective(nn.Cell):
    def __init__(self, policy, entropy_coef=0.01):
        super().__init__()
        self.policy = policy
        self.entropy_coef = entropy_coef

    def construct(self, obs, actions, returns):
        logp = ops.log_softmax(self.policy(obs), axis=-1)
        chosen = ops.gather_elements(logp, 1, actions.reshape(-1, 1)).squeeze(-1)
        entropy = -(ops.exp(logp) * logp).sum(axis=-1)
        return -(chosen * returns).mean() - self.entropy_coef * entropy.mean()


class PolicyGradientStep(nn.Cell):
    def __init__(self, objective, optimizer):
        super().__init__()
        self.objective = objective
        self.optimizer = optimizer
        self.weights = optimizer.parameters
        self.grad = ops.GradOperation(get_by_list=True, sens_param=True)  # ROOT

    def construct(self, obs, actions, returns):
        loss = self.objective(obs, actions, returns)
        grads = self.grad(self.objective, self.weights)(obs, actions, returns)
        self.optimizer(grads)
        return loss
