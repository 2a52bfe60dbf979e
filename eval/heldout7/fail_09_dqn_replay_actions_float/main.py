import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

from buffer import ReplayBuffer
from env import ChainEnv
from model import QNetwork

ms.set_context(mode=ms.GRAPH_MODE)

GAMMA = 0.95
EPSILON = 0.3
BATCH = 8
WARMUP = 16


def main():
    env = ChainEnv(length=6)
    obs_dim, num_actions = env.length, 2
    q_net = QNetwork(obs_dim, num_actions)
    target_net = QNetwork(obs_dim, num_actions)
    target_net.update_parameters_name("target.")
    for tp, p in zip(target_net.get_parameters(), q_net.get_parameters()):
        tp.set_data(p.data.copy())
    optimizer = nn.Adam(q_net.trainable_params(), learning_rate=1e-3)
    buffer = ReplayBuffer(128, obs_dim)
    rng = np.random.default_rng(0)

    def td_loss(obs, actions, rewards, next_obs, dones):
        q = ops.gather_elements(q_net(obs), 1, actions).squeeze(1)
        next_q = ops.stop_gradient(target_net(next_obs).max(axis=1))
        target = rewards + GAMMA * (1.0 - dones) * next_q
        return ops.smooth_l1_loss(q, target).mean()

    grad_fn = ms.value_and_grad(td_loss, None, optimizer.parameters)

    @ms.jit
    def learn(obs, actions, rewards, next_obs, dones):
        loss, grads = grad_fn(obs, actions, rewards, next_obs, dones)
        optimizer(grads)
        return loss

    obs = env.reset()
    for t in range(40):
        if rng.random() < EPSILON:
            action = int(rng.integers(num_actions))
        else:
            action = int(q_net(Tensor(obs[None])).argmax(axis=1).asnumpy()[0])
        next_obs, reward, done = env.step(action)
        buffer.add(obs, action, reward, next_obs, done)
        obs = env.reset() if done else next_obs
        if buffer.size >= WARMUP:
            batch = [Tensor(a) for a in buffer.sample(BATCH)]
            loss = learn(*batch)
            if t % 10 == 0:
                print(f"t={t} loss={loss.asnumpy():.4f}")


if __name__ == "__main__":
    main()
