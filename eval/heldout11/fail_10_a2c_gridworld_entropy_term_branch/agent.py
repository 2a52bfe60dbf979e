import mindspore as ms
from mindspore import nn, ops, Parameter, Tensor


class ActorCritic(nn.Cell):
    def __init__(self, obs_dim, hidden, num_actions):
        super().__init__()
        self.body = nn.SequentialCell([nn.Dense(obs_dim, hidden), nn.Tanh()])
        self.pi = nn.Dense(hidden, num_actions)
        self.v = nn.Dense(hidden, 1)

    def construct(self, obs):
        h = self.body(obs)
        return self.pi(h), self.v(h).squeeze(-1)


class A2CLoss(nn.Cell):
    def __init__(self, net, cfg):
        super().__init__()
        self.net = net
        self.vf_coef = cfg.vf_coef
        self.ent_coef = Parameter(Tensor(cfg.ent_coef, ms.float32), name="ent_coef", requires_grad=False)

    def construct(self, obs, actions, returns):
        logits, values = self.net(obs)
        log_probs = ops.log_softmax(logits, axis=-1)
        taken = ops.gather_elements(log_probs, 1, actions.reshape(-1, 1)).squeeze(-1)
        advantages = ops.stop_gradient(returns - values)
        policy_loss = -(taken * advantages).mean()
        value_loss = ((returns - values) ** 2).mean()
        if self.ent_coef > 0:
            entropy = -(ops.exp(log_probs) * log_probs).sum(axis=-1).mean()
            entropy_term = self.ent_coef * entropy
        else:
            entropy_term = 0.0  # ROOT
        return policy_loss + self.vf_coef * value_loss - entropy_term
