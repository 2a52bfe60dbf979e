"""Encoder settings, shared by training and export."""
ENCODER = {
    "width": 16,
    "attention_options": {
        "temperature": 0.5,  # expect: MSD101
        "clip": 5.0,
    },
}
