import numpy as np
import mindspore as ms
from mindspore import nn

import config
from env import RoomThermostat
from policy import HeaterPolicy

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)


def rollout(policy, env, rng):
    obs, states, actions, rewards = env.reset(), [], [], []
    for _ in range(config.HORIZON):
        noise = rng.normal(size=(1, 1)).astype(np.float32)
        power = policy(ms.Tensor(obs[None]), ms.Tensor(noise)).asnumpy()[0]
        states.append(obs)
        actions.append(power)
        obs, r = env.step(power[0])
        rewards.append(r)
    return np.stack(states), np.stack(actions).astype(np.float32), np.array(rewards)


def main():
    rng = np.random.default_rng(1)
    env = RoomThermostat(seed=2)
    policy = HeaterPolicy(config.HIDDEN, config.NOISE_STD)
    regress = nn.TrainOneStepCell(nn.WithLossCell(policy.actor, nn.MSELoss()),
                                  nn.Adam(policy.actor.trainable_params(), config.LR))
    for ep in range(config.EPISODES):
        states, actions, rewards = rollout(policy, env, rng)
        keep = rewards >= np.median(rewards)
        loss = regress(ms.Tensor(states[keep]), ms.Tensor(actions[keep]))
        print(f"episode {ep} return {rewards.sum():.1f} fit {float(loss.asnumpy()):.4f}")

    policy.greedy.set()
    returns = [rollout(policy, env, rng)[2].sum() for _ in range(config.EVAL_EPISODES)]
    print("greedy evaluation returns:", np.round(returns, 1))


if __name__ == "__main__":
    main()
