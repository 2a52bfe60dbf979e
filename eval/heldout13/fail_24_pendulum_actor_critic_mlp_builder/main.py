import numpy as np
import mindspore as ms
from mindspore import nn

import config
from env import Pendulum
from nets import A2CLoss, ActorCritic

ms.set_context(mode=ms.GRAPH_MODE)


def discounted(rewards, gamma):
    out, running = np.zeros(len(rewards), np.float32), 0.0
    for t in reversed(range(len(rewards))):
        running = rewards[t] + gamma * running
        out[t] = running
    return out


def main():
    rng = np.random.default_rng(1)
    env = Pendulum(rng)
    net = ActorCritic(config.OBS_DIM, config.ACT_DIM, config.HIDDEN)
    trainer = nn.TrainOneStepCell(A2CLoss(net), nn.Adam(net.trainable_params(), config.LR))
    for it in range(config.ITERATIONS):
        obs, batch_obs, batch_act, rewards = env.reset(), [], [], []
        for _ in range(config.ROLLOUT):
            mean, log_std, _ = net(ms.Tensor(obs[None]))
            action = mean.asnumpy()[0] + np.exp(log_std.asnumpy()) * rng.normal(size=config.ACT_DIM)
            batch_obs.append(obs)
            batch_act.append(action.astype(np.float32))
            obs, r = env.step(action[0])
            rewards.append(r)
        returns = discounted(rewards, config.GAMMA)
        loss = trainer(ms.Tensor(np.stack(batch_obs)), ms.Tensor(np.stack(batch_act)), ms.Tensor(returns))
        print(f"iter {it} return {sum(rewards):.1f} loss {float(loss.asnumpy()):.3f}")


if __name__ == "__main__":
    main()
