import numpy as np
import mindspore as ms
from mindspore import nn

from policy import Policy, ReinforceObjective, PolicyGradientStep

OBS_DIM = 4
NUM_ACTIONS = 2
GAMMA = 0.97


def discounted_returns(rewards, gamma):
    out = np.zeros_like(rewards)
    running = 0.0
    for i in reversed(range(len(rewards))):
        running = rewards[i] + gamma * running
        out[i] = running
    return (out - out.mean()) / (out.std() + 1e-8)


def rollout(rng, length=32):
    obs = rng.standard_normal((length, OBS_DIM)).astype(np.float32)
    actions = rng.integers(0, NUM_ACTIONS, size=length).astype(np.int32)
    rewards = (actions == (obs[:, 0] > 0)).astype(np.float32)
    return obs, actions, discounted_returns(rewards, GAMMA).astype(np.float32)


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(0)
    rng = np.random.default_rng(0)
    policy = Policy(OBS_DIM, NUM_ACTIONS)
    step = PolicyGradientStep(ReinforceObjective(policy), nn.Adam(policy.trainable_params(), 1e-2))
    step.set_train()
    for episode in range(4):
        obs, actions, returns = rollout(rng)
        loss = step(ms.Tensor(obs), ms.Tensor(actions), ms.Tensor(returns))
        print(f"episode {episode} objective {float(loss):.4f}")


if __name__ == "__main__":
    main()
