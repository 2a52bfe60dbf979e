import os

import numpy as np
import mindspore as ms
from mindspore import Tensor

import config
from billing import new_meter, invoice
from data import fbank_chunks
from model import MeteredVAD


def main():
    mode = ms.PYNATIVE_MODE if os.environ.get("RUN_MODE") == "pynative" else ms.GRAPH_MODE
    ms.set_context(mode=mode)
    ms.set_seed(config.SEED)
    chunks = fbank_chunks(np.random.default_rng(config.SEED))

    meter = new_meter()
    vad = MeteredVAD(config.N_FEATS, meter)
    vad.set_train(False)
    speech_frames = 0
    for lo in range(0, config.N_CHUNKS, config.BATCH_SIZE):
        probs = vad(Tensor(chunks[lo:lo + config.BATCH_SIZE])).asnumpy()
        speech_frames += int((probs > 0.5).sum())

    seconds, usd = invoice(meter)
    print(f"speech frames detected: {speech_frames}")
    print(f"metered audio: {seconds:.1f} s  ->  invoice ${usd}")


if __name__ == "__main__":
    main()
