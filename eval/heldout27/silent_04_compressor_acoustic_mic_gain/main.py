import os

import numpy as np
import mindspore as ms

import config
from frontend import AnomalyScorer, LogMelFrontEnd

MODE = ms.PYNATIVE_MODE if os.environ.get("RUN_MODE") == "pynative" else ms.GRAPH_MODE


def read_microphone(rng, gain_db):
    """Band powers of a healthy compressor as seen through a microphone with the given gain."""
    healthy = rng.uniform(0.5, 1.5, (1, config.FRAMES, config.N_BANDS))
    return ms.Tensor((healthy * 10 ** (gain_db / 10.0)).astype(np.float32))


def main():
    ms.set_context(mode=MODE)
    ms.set_seed(config.SEED)
    np.random.seed(config.SEED)
    rng = np.random.default_rng(config.SEED)
    scorer = AnomalyScorer(config.N_BANDS)
    scorer.detector.weight.set_data(ms.Tensor(np.full((1, config.N_BANDS), 0.3, np.float32)))
    scorer.detector.bias.set_data(ms.Tensor(np.zeros((1,), np.float32)))
    scorer.set_train(False)
    for mic, gain in config.MIC_GAIN_DB.items():
        LogMelFrontEnd.gain_db = gain
        score = float(scorer(read_microphone(rng, gain)).asnumpy()[0])
        status = "ALARM" if score > config.ALARM_LEVEL else "ok"
        print(f"{mic}: anomaly score {score:.3f} -> {status}")


if __name__ == "__main__":
    main()
