//! Perft facts for Twin Cities (issue 3): start perft(1) = 82, perft(2) = 6724.

use shuangcheng_engine::twin_cities::TwinCities;
use shuangcheng_engine::{perft, Position};

#[test]
fn t3_start_perft() {
    let start = TwinCities::start();
    assert_eq!(start.to_string(), "9/4c4/3s1s3/9/9/2X3X2/9/9/3S1S3/4C4/9 r S4TFBHLWRDE s4tfbhlwrde 0 1");
    assert_eq!(perft(&start, 1), 82);
    assert_eq!(perft(&start, 2), 6724);
}

#[test]
fn t3_start_perft_3_and_4() {
    // Deeper figures, the third also computed by the reference rules in twin_cities_reference.rs.
    let start = TwinCities::start();
    assert_eq!(perft(&start, 3), 360_116);
    assert_eq!(perft(&start, 4), 18_924_273);
}
