import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

import config as cfg
from model import Seq2SeqTransformer

ms.set_context(mode=ms.GRAPH_MODE)


def reverse_task(n, rng):
    """Toy translation: the target is the reversed source sentence."""
    src = np.full((n, cfg.MAX_LEN), cfg.PAD_ID, np.int32)
    tgt = np.full((n, cfg.MAX_LEN + 1), cfg.PAD_ID, np.int32)
    for i in range(n):
        length = rng.integers(3, cfg.MAX_LEN - 1)
        words = rng.integers(3, cfg.SRC_VOCAB, size=length)
        src[i, :length] = words
        tgt[i, 0] = cfg.BOS_ID
        tgt[i, 1:length + 1] = words[::-1]
        tgt[i, length + 1] = cfg.EOS_ID
    return src, tgt


def make_src_mask(src):
    return (src != cfg.PAD_ID).astype(np.float32)[:, None, None, :]


def evaluate(model, src, tgt):
    model.set_train(False)
    tgt_in, tgt_out = tgt[:, :-1], tgt[:, 1:]
    logits = model(Tensor(src), Tensor(tgt_in))  # ROOT
    pred = logits.asnumpy().argmax(-1)
    keep = tgt_out != cfg.PAD_ID
    return float((pred == tgt_out)[keep].mean())


def main():
    ms.set_seed(0)
    rng = np.random.default_rng(0)
    model = Seq2SeqTransformer(cfg)
    ce = nn.CrossEntropyLoss(ignore_index=cfg.PAD_ID)
    opt = nn.Adam(model.trainable_params(), learning_rate=cfg.LR)

    def forward(src, tgt_in, tgt_out, src_mask):
        logits = model(src, tgt_in, src_mask)
        return ce(logits.reshape(-1, cfg.TGT_VOCAB), tgt_out.reshape(-1))

    grad_fn = ms.value_and_grad(forward, None, opt.parameters)
    model.set_train()
    for step in range(cfg.STEPS):
        src, tgt = reverse_task(cfg.BATCH, rng)
        loss, grads = grad_fn(Tensor(src), Tensor(tgt[:, :-1]), Tensor(tgt[:, 1:]), Tensor(make_src_mask(src)))
        opt(grads)
        print(f"step {step}: loss {loss.asnumpy():.4f}")
    src, tgt = reverse_task(cfg.BATCH, rng)
    print("token accuracy:", evaluate(model, src, tgt))


if __name__ == "__main__":
    main()
