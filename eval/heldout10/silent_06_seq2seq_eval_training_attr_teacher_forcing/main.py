import numpy as np
import mindspore as ms
from mindspore import nn

from reverse_task import N_TOKENS, SEQ, reversal_batch
from seq2seq import Seq2Seq, TokenCE

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)


def main():
    src, tgt_in, tgt = reversal_batch(64)
    model = Seq2Seq(N_TOKENS, 32, SEQ)
    model.set_train(True)
    first = model(ms.Tensor(src[:8]), ms.Tensor(tgt_in[:8]))
    print(f"sanity: logits {first.shape}")

    train = nn.TrainOneStepCell(TokenCE(model, N_TOKENS), nn.Adam(model.trainable_params(), 1e-2))
    train.set_train()
    for epoch in range(60):
        loss = train(ms.Tensor(src), ms.Tensor(tgt_in), ms.Tensor(tgt))
    print(f"final train loss {float(loss):.3f}")

    model.training = False  # ROOT
    e_src, _, e_tgt = reversal_batch(8, seed=1)
    no_teacher = np.zeros_like(e_src)          # decoder inputs are ignored when decoding greedily
    logits = model(ms.Tensor(e_src), ms.Tensor(no_teacher)).asnumpy()
    logp = logits - np.log(np.exp(logits).sum(-1, keepdims=True))
    nll = -np.take_along_axis(logp, e_tgt[..., None], -1).mean()
    pred = logits.argmax(-1)
    print(f"greedy decode nll {nll:.4f}")
    print(f"greedy token accuracy {(pred == e_tgt).mean():.3f}")
    print("first prediction", pred[0].tolist(), "target", e_tgt[0].tolist())


if __name__ == "__main__":
    main()
