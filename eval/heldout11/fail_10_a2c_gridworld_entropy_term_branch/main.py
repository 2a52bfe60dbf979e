import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

from config import A2CConfig
from env import GridWorld
from agent import ActorCritic, A2CLoss

ms.set_context(mode=ms.GRAPH_MODE)


def discounted_returns(rewards, dones, bootstrap, gamma):
    out = np.zeros_like(rewards)
    running = bootstrap
    for t in reversed(range(len(rewards))):
        running = rewards[t] + gamma * running * (1.0 - dones[t])
        out[t] = running
    return out


def collect(envs, obs, net, cfg, rng):
    ob_buf, act_buf, rew_buf, done_buf = [], [], [], []
    for _ in range(cfg.rollout_len):
        logits, _ = net(Tensor(obs))
        probs = ops.softmax(logits, axis=-1).asnumpy()
        actions = np.array([rng.choice(4, p=p / p.sum()) for p in probs], np.int32)
        steps = [env.step(a) for env, a in zip(envs, actions)]
        ob_buf.append(obs)
        act_buf.append(actions)
        rew_buf.append([s[1] for s in steps])
        done_buf.append([float(s[2]) for s in steps])
        obs = np.stack([s[0] for s in steps])
    _, last_v = net(Tensor(obs))
    rets = discounted_returns(np.array(rew_buf, np.float32), np.array(done_buf, np.float32),
                              last_v.asnumpy(), cfg.gamma)
    return obs, np.concatenate(ob_buf), np.concatenate(act_buf), rets.reshape(-1).astype(np.float32)


def main():
    cfg = A2CConfig()
    ms.set_seed(0)
    rng = np.random.default_rng(0)
    envs = [GridWorld(cfg.grid, seed=i) for i in range(cfg.num_envs)]
    obs = np.stack([e.reset() for e in envs])
    net = ActorCritic(cfg.grid * cfg.grid, cfg.hidden, 4)
    loss_net = A2CLoss(net, cfg)
    opt = nn.RMSProp(net.trainable_params(), learning_rate=cfg.lr, decay=0.99, epsilon=1e-5)
    trainer = nn.TrainOneStepCell(loss_net, opt)
    trainer.set_train()
    for update in range(cfg.updates):
        obs, b_obs, b_act, b_ret = collect(envs, obs, net, cfg, rng)
        loss = trainer(Tensor(b_obs), Tensor(b_act), Tensor(b_ret))
        ops.assign(loss_net.ent_coef, loss_net.ent_coef * cfg.ent_decay)
        print(f"update {update}: loss {loss.asnumpy():.4f} mean return {b_ret.mean():.3f}")


if __name__ == "__main__":
    main()
