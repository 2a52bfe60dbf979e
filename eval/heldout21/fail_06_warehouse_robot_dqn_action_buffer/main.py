import numpy as np
import mindspore as ms
from mindspore import nn, ops

from env import AisleEnv
from replay import ReplayBuffer

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(3)
GAMMA, BATCH = 0.95, 16


def q_network():
    return nn.SequentialCell(nn.Dense(AisleEnv.N_CELLS, 32), nn.ReLU(), nn.Dense(32, AisleEnv.ACTIONS))


online, target = q_network(), q_network()
online.update_parameters_name("online.")
target.update_parameters_name("target.")
for p_t, p_o in zip(target.get_parameters(), online.get_parameters()):
    p_t.set_data(p_o.data.copy())
    p_t.requires_grad = False
optimizer = nn.Adam(online.trainable_params(), learning_rate=1e-3)


def td_loss(obs, actions, rewards, next_obs, dones):
    q_sa = ops.gather_elements(online(obs), 1, actions).squeeze(-1)
    next_q = ops.stop_gradient(target(next_obs).max(axis=-1))
    td_target = rewards + GAMMA * (1.0 - dones) * next_q
    return ops.mse_loss(q_sa, td_target)


grad_fn = ms.value_and_grad(td_loss, None, optimizer.parameters)


@ms.jit
def learn(obs, actions, rewards, next_obs, dones):
    loss, grads = grad_fn(obs, actions, rewards, next_obs, dones)
    optimizer(grads)
    return loss


env, buffer = AisleEnv(seed=0), ReplayBuffer(256, AisleEnv.N_CELLS, seed=0)
rng = np.random.default_rng(0)
o = env.reset()
for t in range(120):
    a = int(rng.integers(0, AisleEnv.ACTIONS))          # random exploration phase
    o2, r, done = env.step(a)
    buffer.add(o, a, r, o2, float(done))
    o = env.reset() if done else o2
    if t >= 40 and t % 20 == 0:
        batch = [ms.Tensor(b) for b in buffer.sample(BATCH)]
        print(f"step {t}: td loss {float(learn(*batch).asnumpy()):.4f}")
