import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

import config as cfg
from ppo import Policy, ClippedSurrogate
from schedules import linear_decay

ms.set_context(mode=ms.GRAPH_MODE)


def fixed_rollout(policy, rng):
    obs = rng.normal(size=(cfg.ROLLOUT, cfg.OBS_DIM)).astype(np.float32)
    logp_all = policy(Tensor(obs)).asnumpy()
    probs = np.exp(logp_all)
    actions = np.array([rng.choice(cfg.NUM_ACTIONS, p=p / p.sum()) for p in probs], np.int32)
    old_logp = logp_all[np.arange(cfg.ROLLOUT), actions].astype(np.float32)
    adv = (obs[:, 0] * (actions == 1) - 0.5 * obs[:, 1] * (actions == 2)).astype(np.float32)
    adv = (adv - adv.mean()) / (adv.std() + 1e-8)
    return obs, actions, old_logp, adv.astype(np.float32)


def main():
    ms.set_seed(0)
    rng = np.random.default_rng(0)
    policy = Policy(cfg.OBS_DIM, cfg.HIDDEN, cfg.NUM_ACTIONS)
    batch = [Tensor(a) for a in fixed_rollout(policy, rng)]
    objective = ClippedSurrogate(policy, linear_decay(cfg.CLIP_START, cfg.CLIP_END, cfg.UPDATES))
    opt = nn.Adam(policy.trainable_params(), learning_rate=cfg.LR)
    grad_fn = ms.value_and_grad(objective, None, opt.parameters, has_aux=True)
    for update in range(cfg.UPDATES):
        (loss, clip_frac), grads = grad_fn(*batch)
        opt(grads)
        print(f"update {update}: surrogate {loss.asnumpy():+.4f} clipped fraction {clip_frac.asnumpy():.3f}")


if __name__ == "__main__":
    main()
