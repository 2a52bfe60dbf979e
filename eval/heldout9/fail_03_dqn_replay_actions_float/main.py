import numpy as np
import mindspore as ms
from mindspore import nn

from agent import QNetwork, TDLoss
from replay import ReplayBuffer

OBS_DIM = 6
NUM_ACTIONS = 3


def fake_env_step(rng, obs, action):
    next_obs = np.clip(obs + 0.1 * rng.standard_normal(OBS_DIM), -1, 1).astype(np.float32)
    reward = float(-abs(next_obs[0]) + (action == 1) * 0.1)
    done = float(rng.random() < 0.05)
    return next_obs, reward, done


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(0)
    rng = np.random.default_rng(0)
    buffer = ReplayBuffer(500, OBS_DIM)
    obs = rng.standard_normal(OBS_DIM).astype(np.float32)
    for _ in range(200):
        action = int(rng.integers(0, NUM_ACTIONS))
        next_obs, reward, done = fake_env_step(rng, obs, action)
        buffer.add(obs, action, reward, next_obs, done)
        obs = rng.standard_normal(OBS_DIM).astype(np.float32) if done else next_obs

    q_net = QNetwork(OBS_DIM, NUM_ACTIONS)
    target_net = QNetwork(OBS_DIM, NUM_ACTIONS)
    target_net.set_grad(False)
    loss_net = TDLoss(q_net, target_net)
    opt = nn.Adam(q_net.trainable_params(), learning_rate=1e-3)
    train = nn.TrainOneStepCell(loss_net, opt)
    train.set_train()
    for it in range(20):
        batch = [ms.Tensor(b) for b in buffer.sample(32)]
        loss = train(*batch)
        if it % 5 == 0:
            print(f"iter {it} td-loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
