import mindspore as ms
from mindspore import nn, ops


class Policy(nn.Cell):
    def __init__(self, obs_dim, hidden, num_actions):
        super().__init__()
        self.net = nn.SequentialCell([nn.Dense(obs_dim, hidden), nn.Tanh(), nn.Dense(hidden, num_actions)])

    def construct(self, obs):
        return ops.log_softmax(self.net(obs), axis=-1)


class ClippedSurrogate(nn.Cell):
    def __init__(self, policy, clip_schedule):
        super().__init__()
        self.policy = policy
        self.clip_schedule = clip_schedule

    def construct(self, obs, actions, old_logp, advantages):
        clip = self.clip_schedule()  # ROOT
        logp = ops.gather_elements(self.policy(obs), 1, actions.reshape(-1, 1)).squeeze(-1)
        ratio = ops.exp(logp - old_logp)
        unclipped = ratio * advantages
        clipped = ops.clamp(ratio, 1.0 - clip, 1.0 + clip) * advantages
        loss = -ops.minimum(unclipped, clipped).mean()
        clip_frac = (ops.abs(ratio - 1.0) > clip).astype(ms.float32).mean()
        return loss, clip_frac
