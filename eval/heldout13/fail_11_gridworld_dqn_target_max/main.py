import numpy as np
import mindspore as ms
from mindspore import nn

import config
from agent import QNetwork, TDLoss
from env import GridWorld

ms.set_context(mode=ms.GRAPH_MODE)


def main():
    rng = np.random.default_rng(0)
    env = GridWorld(config.GRID, rng)
    obs_dim = 2 * config.GRID * config.GRID
    online = QNetwork(obs_dim, config.HIDDEN, config.NUM_ACTIONS)
    target = QNetwork(obs_dim, config.HIDDEN, config.NUM_ACTIONS)
    ms.load_param_into_net(target, {k: ms.Parameter(v.copy(), name=k) for k, v in online.parameters_dict().items()})
    for p in target.get_parameters():
        p.requires_grad = False
    trainer = nn.TrainOneStepCell(TDLoss(online, target, config.GAMMA),
                                  nn.Adam(online.trainable_params(), learning_rate=1e-3))
    buffer = []
    for episode in range(config.EPISODES):
        obs, ret = env.reset(), 0.0
        for _ in range(config.MAX_STEPS):
            if rng.random() < config.EPSILON:
                action = int(rng.integers(config.NUM_ACTIONS))
            else:
                action = int(online(ms.Tensor(obs[None])).asnumpy().argmax())
            next_obs, reward, done = env.step(action)
            buffer = (buffer + [(obs, action, reward, next_obs, float(done))])[-config.BUFFER_SIZE:]
            obs, ret = next_obs, ret + reward
            if len(buffer) >= config.BATCH_SIZE:
                batch = [buffer[i] for i in rng.choice(len(buffer), config.BATCH_SIZE)]
                cols = [np.array(c) for c in zip(*batch)]
                trainer(ms.Tensor(cols[0], ms.float32), ms.Tensor(cols[1], ms.int32),
                        ms.Tensor(cols[2], ms.float32), ms.Tensor(cols[3], ms.float32),
                        ms.Tensor(cols[4], ms.float32))
            if done:
                break
        print(f"episode {episode} return {ret:.2f}")


if __name__ == "__main__":
    main()
