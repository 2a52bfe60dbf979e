import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

import config as cfg
from model import TinyBERT, MaskedLMObjective

ms.set_context(mode=ms.GRAPH_MODE)


def corpus_batch(rng):
    # repeating motifs so the LM has something to learn
    motifs = rng.integers(2, cfg.VOCAB, size=(4, 4))
    rows = [np.concatenate([motifs[rng.integers(0, 4)] for _ in range(cfg.SEQ_LEN // 4)]) for _ in range(cfg.BATCH)]
    return np.stack(rows).astype(np.int32)


def main():
    ms.set_seed(0)
    data_rng = np.random.default_rng(123)
    batch = corpus_batch(data_rng)
    model = TinyBERT(cfg)
    objective = MaskedLMObjective(model, cfg, seed=0)
    opt = nn.Adam(model.trainable_params(), learning_rate=cfg.LR)
    grad_fn = ms.value_and_grad(objective, None, opt.parameters, has_aux=True)
    objective.set_train()
    for step in range(cfg.STEPS):
        (loss, n_masked), grads = grad_fn(Tensor(batch))
        opt(grads)
        print(f"step {step}: mlm loss {loss.asnumpy():.4f} on {int(n_masked.asnumpy())} masked tokens")


if __name__ == "__main__":
    main()
